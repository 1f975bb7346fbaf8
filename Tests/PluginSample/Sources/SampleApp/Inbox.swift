/// The sample app's only code: the inbox screen's toolbar, described for bar in Specs/inbox.bar.
public struct InboxToolbar {
    public var itemTitles = ["Compose", "Archive", "Filter"]

    public init() {}
}
