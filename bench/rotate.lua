-- wrk script: each connection walks the seeded slugs from its own offset,
-- so that both cache misses (first visit of a slug) and hits occur.
-- A links file of several domains (`slug<TAB>destination<TAB>host`, as
-- `seed --domains` writes it, each slug on every domain in turn) sends each
-- request with its link's `Host`, walking domains and slugs together.
local slugs = {}
local hosts = {}
local counter = 0
local headers = {}

-- WRK_PAUSE_MS: each connection waits this long before its next request,
-- so the server is measured at a fixed pace below its limit, where a
-- latency is the server's own and not the queue of a saturated machine.
-- wrk looks for `delay` when the script loads, so it exists only when set.
local pause = tonumber(os.getenv("WRK_PAUSE_MS") or "")
if pause then
  function delay()
    return pause
  end
end

function init(args)
  for line in io.lines(args[1]) do
    local slug, host = line:match("^([^\t]+)\t[^\t]*\t?([^\t]*)$")
    if slug then
      slugs[#slugs + 1] = slug
      if host ~= "" then hosts[#slugs] = host end
    end
  end
  counter = math.random(#slugs)
end

function request()
  counter = counter % #slugs + 1
  local host = hosts[counter]
  if host then
    headers["Host"] = host
    return wrk.format("GET", "/" .. slugs[counter], headers)
  end
  return wrk.format("GET", "/" .. slugs[counter])
end
