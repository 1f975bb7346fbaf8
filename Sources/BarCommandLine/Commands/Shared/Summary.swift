/// The closing line of commands that read many files: "checked 11 files: 2 errors, 1 warning".
enum Summary {
    static func line(files: Int, errors: Int, warnings: Int, infos: Int = 0, unreadable: Int = 0, verb: String = "checked") -> String {
        var counts = [plural(errors, "error"), plural(warnings, "warning"), plural(infos, "info")].filter { !$0.hasPrefix("0 ") }
        if unreadable > 0 { counts.append("\(unreadable) input\(unreadable == 1 ? "" : "s") could not be read") }
        return "\(verb) \(plural(files, "file")): " + (counts.isEmpty ? "no problems" : counts.joined(separator: ", "))
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
