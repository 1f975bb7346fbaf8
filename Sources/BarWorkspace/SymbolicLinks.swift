/// How symbolic links are followed, wherever the tool follows them itself (a write through a link on disk, a
/// spec committed as a link in a revision).
public enum SymbolicLinks {
    /// Links followed in one chain before it counts as a loop: the kernel's limit (`ELOOP` past 40), so a chain
    /// the tool follows is one the system would have followed too.
    public static let maximumFollowed = 40
}
