("{" @open "}" @close)
("\"" @open "\"" @close)
