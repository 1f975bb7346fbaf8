import BarCommandLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

exit(Bar.main(Array(CommandLine.arguments.dropFirst()), context: .live()))
