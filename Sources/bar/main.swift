import BarCommandLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let context = CommandContext.live()
AllocatorTuning.apply(environment: context.environment)
exit(Bar.main(Array(CommandLine.arguments.dropFirst()), context: context))
