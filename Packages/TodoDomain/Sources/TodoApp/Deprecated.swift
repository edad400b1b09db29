/// The 0.2 name of ``TodosCommandLine``: the program's types are named after the program, and
/// no module holds a type of its own name.
@available(*, deprecated, renamed: "TodosCommandLine")
public typealias TodosApp = TodosCommandLine
