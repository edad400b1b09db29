// The Linux event interfaces that Swift's Glibc module leaves out: epoll, timerfd and eventfd,
// and the GNU calls that make a descriptor close-on-exec as it is made (pipe2, accept4).
// WidgetHost's event loop (the service, `status --follow`) and its children use them.
#ifndef CLINUXEVENTS_H
#define CLINUXEVENTS_H

#ifdef __linux__
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>

/// pipe2(2): a pipe whose ends get `flags` (O_CLOEXEC, O_NONBLOCK) atomically.
int clinux_pipe2(int ends[2], int flags);

/// accept4(2) without the peer's address: a connection with `flags` (SOCK_CLOEXEC,
/// SOCK_NONBLOCK) set atomically.
int clinux_accept4(int descriptor, int flags);
#endif

#endif
