-- bar lsp for Neovim 0.7 or later, without plugins. Put this file in ~/.config/nvim/plugin/ (or require it
-- from init.lua). It recognises *.bar files, sets `//` comments and starts one `bar lsp` per editor session.
-- Neovim 0.7 reads filetype.lua only with g:do_filetype_lua set, so the classic detection is used too.
vim.filetype.add({ extension = { bar = "bar" }, filename = { [".bar-lint"] = "bar" } })
vim.cmd([[autocmd BufRead,BufNewFile *.bar,.bar-lint setfiletype bar]])

local client_id = nil

vim.api.nvim_create_autocmd("FileType", {
  pattern = "bar",
  callback = function(args)
    vim.bo[args.buf].commentstring = "// %s"
    if client_id == nil or vim.lsp.get_client_by_id(client_id) == nil then
      client_id = vim.lsp.start_client({
        name = "bar",
        cmd = { "bar", "lsp" },
        root_dir = vim.fn.getcwd(),
      })
    end
    if client_id then
      vim.lsp.buf_attach_client(args.buf, client_id)
    end
  end,
})
