#!/bin/sh
# Entry point of `npm start` and `npm test` on a fresh machine: pinned Node, packages, then the real work.
set -e
. "$(dirname -- "$0")/env.sh"
ensure_node
ensure_packages
cd "$ROOT"
case "${1:-}" in
  start) shift; npm run --silent brands:start -- "$@" ;;
  test) shift; ensure_chromium; npm run --silent test:all -- "$@" ;;
  *) script=$1; shift; npm run --silent "$script" -- "$@" ;;
esac
