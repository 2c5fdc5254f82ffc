-- wrk script: each connection walks the seeded slugs from its own offset,
-- so that both cache misses (first visit of a slug) and hits occur.
local slugs = {}
local counter = 0

function init(args)
  for line in io.lines(args[1]) do
    local slug = line:match("^([^\t]+)")
    if slug then slugs[#slugs + 1] = slug end
  end
  counter = math.random(#slugs)
end

function request()
  counter = counter % #slugs + 1
  return wrk.format("GET", "/" .. slugs[counter])
end
