#!/usr/bin/env python3
"""Validate `bar lint --reporter sarif` output against the official SARIF 2.1.0 JSON schema.

Usage:
    Scripts/validate-sarif.py [--bar PATH] [--schema PATH] [--sarif FILE] [SPEC_PATH ...]

Without --sarif, runs `bar lint --reporter sarif` over the given spec files or folders (default:
Specs/lint-examples, whose specs exist to produce findings) and validates what it prints. The schema
defaults to ../shared/schemas/sarif-schema-2.1.0.json beside the repository. Needs Python's
`jsonschema` package. Exits 0 when the document is valid, 1 when it is not, 2 when it cannot run.
"""

import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bar", default=os.path.join(ROOT, ".build", "debug", "bar"), help="the bar executable")
    parser.add_argument(
        "--schema",
        default=os.path.join(ROOT, "..", "shared", "schemas", "sarif-schema-2.1.0.json"),
        help="the SARIF 2.1.0 JSON schema",
    )
    parser.add_argument("--sarif", help="validate this SARIF file instead of running bar")
    parser.add_argument("paths", nargs="*", default=[os.path.join("Specs", "lint-examples")])
    args = parser.parse_args()

    try:
        import jsonschema
    except ImportError:
        print("validate-sarif: the Python package 'jsonschema' is needed (pip install jsonschema)", file=sys.stderr)
        return 2

    with open(args.schema, encoding="utf-8") as handle:
        schema = json.load(handle)

    if args.sarif:
        with open(args.sarif, encoding="utf-8") as handle:
            text = handle.read()
    else:
        if not os.access(args.bar, os.X_OK):
            print(f"validate-sarif: no bar executable at {args.bar}; build it or pass --bar", file=sys.stderr)
            return 2
        run = subprocess.run(
            [args.bar, "lint", "--reporter", "sarif", *args.paths], cwd=ROOT, capture_output=True, text=True
        )
        if run.returncode not in (0, 1):
            print(f"validate-sarif: bar lint exited {run.returncode}:\n{run.stderr}", file=sys.stderr)
            return 2
        text = run.stdout

    document = json.loads(text)
    validator_class = jsonschema.validators.validator_for(schema)
    validator = validator_class(schema)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
    for error in errors:
        place = "/".join(str(part) for part in error.absolute_path) or "(document)"
        print(f"{place}: {error.message}", file=sys.stderr)
    if errors:
        print(f"validate-sarif: {len(errors)} schema violation(s)", file=sys.stderr)
        return 1

    results = document["runs"][0]["results"]
    rules = document["runs"][0]["tool"]["driver"]["rules"]
    # What GitHub code scanning relies on beyond the schema.
    problems = []
    for index, result in enumerate(results):
        if rules[result["ruleIndex"]]["id"] != result["ruleId"]:
            problems.append(f"results/{index}: ruleIndex does not point at rule {result['ruleId']}")
        uri = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        if uri.startswith("/") or "\\" in uri:
            problems.append(f"results/{index}: uri {uri} is not relative with forward slashes")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"validate-sarif: valid SARIF 2.1.0 ({len(rules)} rules, {len(results)} results)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
