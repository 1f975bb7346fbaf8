// swift-tools-version:6.0
// A small app package that uses bar's SwiftPM plugins the way an app team would; `Scripts/check-plugins`
// builds a copy of it and compares what the plugins report and rewrite with what the bar command does.
import PackageDescription

let package = Package(
    name: "PluginSample",
    dependencies: [.package(name: "Bar", path: "../..")],
    targets: [
        .target(
            name: "SampleApp",
            plugins: [.plugin(name: "BarLintBuildPlugin", package: "Bar")]
        )
    ]
)
