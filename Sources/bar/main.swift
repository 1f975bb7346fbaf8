import BarCommandLine
import Foundation

exit(Bar.main(Array(CommandLine.arguments.dropFirst()), context: .live()))
