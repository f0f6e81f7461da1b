#!/bin/sh
# Runs `node "$@"` on the project's pinned Node (used by bin/brandgen.js when started by an older Node).
set -e
. "$(dirname -- "$0")/env.sh"
ensure_node
exec node "$@"
