; Highlights for .bar files, generated from the language's vocabulary by TreeSitterQueries.highlights();
; do not edit by hand (regenerate with BAR_UPDATE_GOLDEN=1 swift test --filter TreeSitterQueries).

(comment) @comment

(string) @string

(escape_sequence) @string.escape

(number) @number

; Block keywords the language knows.
((keyword) @keyword
 (#any-of? @keyword
  "content" "detail" "device" "group" "hand-made-bar" "inspector" "item" "menu" "obstruction" "overflow-menu"
  "posture" "screen" "sheet" "sidebar" "spacer" "split-view" "stack" "tab" "tab-view" "toolbar"))

; Attribute names the language knows.
((attribute_name) @property
 (#any-of? @property
  "alternate-symbol" "alternate-title" "axis" "back-button" "badge" "bar-height" "bar-margin" "bars" "base"
  "bottom-inset" "bottom-reduction" "character-width" "compact-column" "compression" "detail-share" "device"
  "display" "edge" "entry-length" "fixed-spacer" "fold-start" "fold-width" "group-gap" "height"
  "horizontal-size-class" "horizontal-top-inset" "image" "immersive" "inspector-share" "keyboard"
  "layout-direction" "navigation-bar" "orientation" "placement" "presented" "priority" "sdk" "selected"
  "status-cluster" "strip-reduction" "strip-side" "strip-width" "style" "symbol" "tab-bar-capacity"
  "text-padding" "title" "top-inset" "vertical-behavior" "vertical-size-class" "view" "wide-character-width"
  "width"))

; An id after a keyword (`item share`), or a spacer's kind.
((label) @constant
 (#any-of? @constant
  "fixed" "flexible"))

((label) @label
 (#not-any-of? @label
  "fixed" "flexible"))

; Values: booleans, the words attributes take, and ids (`selected: inbox`, `device: my-phone`).
((word) @boolean
 (#any-of? @boolean
  "false" "true"))

((word) @constant
 (#any-of? @constant
  "automatic" "bottom" "cancellation" "center" "compact" "confirmation" "content" "custom" "custom-vertical"
  "detail" "disabled" "hidden" "high" "higher-than-automatic" "higher-than-high" "higher-than-low"
  "horizontal" "horizontal-only" "inner" "keyboard" "label" "landscape" "leading" "left" "low"
  "lower-than-automatic" "lower-than-high" "lower-than-low" "ltr" "navigation" "outer" "pinned-trailing"
  "portrait" "prefers-tab-bar" "prefers-toolbar-items" "primary" "principal" "regular" "right" "rtl"
  "secondary" "sidebar" "sidebar-adaptable" "single" "tab-bar" "top" "top-leading" "top-trailing" "trailing"
  "vertical" "vertical-preferred" "visible"))

((word) @variable
 (#not-any-of? @variable
  "false" "true" "automatic" "bottom" "cancellation" "center" "compact" "confirmation" "content" "custom"
  "custom-vertical" "detail" "disabled" "hidden" "high" "higher-than-automatic" "higher-than-high"
  "higher-than-low" "horizontal" "horizontal-only" "inner" "keyboard" "label" "landscape" "leading" "left"
  "low" "lower-than-automatic" "lower-than-high" "lower-than-low" "ltr" "navigation" "outer" "pinned-trailing"
  "portrait" "prefers-tab-bar" "prefers-toolbar-items" "primary" "principal" "regular" "right" "rtl"
  "secondary" "sidebar" "sidebar-adaptable" "single" "tab-bar" "top" "top-leading" "top-trailing" "trailing"
  "vertical" "vertical-preferred" "visible"))

["{" "}"] @punctuation.bracket

":" @punctuation.delimiter
