(body "}" @end) @indent
