/// The process exit statuses `bar` uses, named so that every command agrees on them.
///
/// The numbers follow BSD `sysexits.h` where a convention exists, so scripts and CI systems can tell
/// "the specs have errors" (1) apart from "you called it wrong" (64) and "an input could not be read" (66).
public enum ExitCode {
    /// Everything was read and nothing was wrong.
    public static let success: Int32 = 0
    /// The command ran, and found errors in its inputs (or could not do its job for them).
    public static let failure: Int32 = 1
    /// `EX_USAGE`: the command line itself was wrong; nothing was read.
    public static let usage: Int32 = 64
    /// `EX_NOINPUT`: an input file or folder was missing or unreadable.
    public static let noInput: Int32 = 66
    /// `EX_IOERR`: an output file could not be written (full disk, no permission, a read-only folder); the
    /// file it would have replaced is left as it was.
    public static let ioError: Int32 = 74

    /// The status to exit with when several things happened in one run: the most severe wins
    /// (an unreadable input over a usage error over errors found over success), so one bad file among many
    /// good ones is never hidden by the ones processed after it.
    public static func mostSevere(_ codes: Int32...) -> Int32 {
        codes.max() ?? success
    }
}
