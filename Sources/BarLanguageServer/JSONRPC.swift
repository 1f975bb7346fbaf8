import BarDiagnostics

/// A request's id: LSP 3.17 allows an integer or a string, and a response must echo it. An integer written
/// with a fraction or an exponent (`1.0`, `1e2`) is the same number in JSON, and is echoed as the integer.
public enum RequestID: Hashable, Sendable {
    case int(Int)
    case string(String)

    init?(_ value: JSONValue?) {
        switch value {
        case .int(let number)?: self = .int(number)
        case .number(let number)? where number.rounded() == number && abs(number) <= 0x1p53: self = .int(Int(number))
        case .string(let text)?: self = .string(text)
        default: return nil
        }
    }

    var json: JSONValue {
        switch self {
        case .int(let value): .int(value)
        case .string(let text): .string(text)
        }
    }
}

/// The error codes of JSON-RPC 2.0 and of the Language Server Protocol 3.17.
public enum ErrorCode {
    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    /// A request other than `initialize` before `initialize`.
    public static let serverNotInitialized = -32002
    /// The server gave up on a request it had accepted (for example a document it could not read).
    public static let requestFailed = -32803
    /// The client cancelled the request with `$/cancelRequest`.
    public static let requestCancelled = -32800
}

/// An error answered to a request.
public struct ResponseError: Error, Sendable {
    public var code: Int
    public var message: String

    public init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }

    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(ErrorCode.invalidParams, message) }
}

/// One message from the client, classified by the JSON-RPC 2.0 rules: a request has an id and a method, a
/// notification a method only, a response an id and a result or error.
public enum IncomingMessage: Sendable {
    case request(id: RequestID, method: String, params: JSONValue)
    case notification(method: String, params: JSONValue)
    /// An answer to a request the server sent; the server sends none that need answers, so these are ignored.
    case response(id: RequestID?)
    /// Well-formed JSON that is not a valid message. `id` is echoed in the error when one could be read.
    case invalid(id: RequestID?, reason: String)

    public static func classify(_ value: JSONValue) -> IncomingMessage {
        guard case .object = value else {
            return .invalid(id: nil, reason: "a message must be a JSON object")
        }
        let id = RequestID(value["id"])
        if value["id"] != nil, id == nil, value["id"]?.isNull == false {
            return .invalid(id: nil, reason: "'id' must be an integer or a string")
        }
        guard value["jsonrpc"]?.stringValue == "2.0" else {
            return .invalid(id: id, reason: "'jsonrpc' must be \"2.0\"")
        }
        guard let methodValue = value["method"] else {
            if value["result"] != nil || value["error"] != nil { return .response(id: id) }
            return .invalid(id: id, reason: "a message needs a 'method'")
        }
        guard let method = methodValue.stringValue else {
            return .invalid(id: id, reason: "'method' must be a string")
        }
        // JSON-RPC 2.0 §4: a message with an `id` member is a request, whatever its value; LSP 3.17 allows only
        // an integer or a string, so `"id": null` is answered as invalid rather than taken for a notification.
        if value["id"]?.isNull == true {
            return .invalid(id: nil, reason: "'id' must be an integer or a string; a notification has no 'id' member at all")
        }
        let params = value["params"] ?? .null
        if let id { return .request(id: id, method: method, params: params) }
        return .notification(method: method, params: params)
    }
}

/// Messages the server writes.
enum OutgoingMessage {
    static func response(_ id: RequestID?, result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id?.json ?? .null), ("result", result)])
    }

    static func error(_ id: RequestID?, _ error: ResponseError) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id?.json ?? .null),
            ("error", .object([("code", .int(error.code)), ("message", .string(error.message))])),
        ])
    }

    /// A request of the server's own, which the client answers.
    static func request(_ id: String, _ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", .string(id)), ("method", .string(method)), ("params", params)])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }
}
