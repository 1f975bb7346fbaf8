; The outline: every block with an id (screens, tabs, items, menus, groups, devices, postures, …), nested as
; in the file; blocks without an id (stack, toolbar, …) show by their keyword.
(block
  keyword: (keyword) @context
  label: (label) @name) @item

(block
  keyword: (keyword) @name
  !label
  body: (body)) @item
