// Typed doors into libcurl for Swift, which cannot call C's variadic functions
// (`curl_easy_setopt`, `curl_easy_getinfo`, `curl_multi_setopt`). Each function passes its
// one argument on with the type the option documents, so no call can hand libcurl a value of
// the wrong type. Nothing else is wrapped: Swift calls the rest of libcurl directly.
#ifndef CCURL_H
#define CCURL_H

#include <curl/curl.h>

/// Sets an option whose argument is a `long`.
CURLcode ccurl_set_long(CURL *handle, CURLoption option, long value);
/// Sets an option whose argument is a `curl_off_t`.
CURLcode ccurl_set_off(CURL *handle, CURLoption option, curl_off_t value);
/// Sets an option whose argument is a C string (libcurl copies it).
CURLcode ccurl_set_string(CURL *handle, CURLoption option, const char *value);
/// Sets an option whose argument is an object pointer (`CURLOPT_*DATA`, `CURLOPT_PRIVATE`).
CURLcode ccurl_set_pointer(CURL *handle, CURLoption option, void *value);
/// Sets `CURLOPT_HTTPHEADER`.
CURLcode ccurl_set_headers(CURL *handle, struct curl_slist *headers);
/// Sets `CURLOPT_WRITEFUNCTION`.
CURLcode ccurl_set_write_function(CURL *handle, curl_write_callback callback);
/// Sets `CURLOPT_HEADERFUNCTION`.
CURLcode ccurl_set_header_function(CURL *handle, curl_write_callback callback);
/// Allows only `http` and `https`, on the first request and on any redirect.
CURLcode ccurl_allow_http_only(CURL *handle);
/// Reads an information item whose type is `long`.
CURLcode ccurl_get_long(CURL *handle, CURLINFO info, long *value);
/// Reads an information item whose type is a C string (owned by the handle).
CURLcode ccurl_get_string(CURL *handle, CURLINFO info, char **value);
/// Sets a multi option whose argument is a `long`.
CURLMcode ccurl_multi_set_long(CURLM *multi, CURLMoption option, long value);

#endif
