#!/usr/bin/env bash
# The several-nodes test puts Debian's HAProxy in front of two server nodes. Where it cannot be
# installed, the test is skipped, unless REQUIRE_SEVERAL_NODES is set (CI): then both fail.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's haproxy for the several-nodes test..."
if [ "$(id -u)" -ne 0 ]; then
  echo "haproxy is missing and this is not root: run 'sudo apt-get install -y haproxy'" >&2
  if [ -n "${REQUIRE_SEVERAL_NODES:-}" ]; then exit 1; fi
  echo "(the several-nodes test is skipped without it)" >&2
  exit 0
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
# The test starts its own HAProxy on loopback ports; the packaged service is not needed.
if command -v service >/dev/null 2>&1; then service haproxy stop >/dev/null 2>&1 || true; fi
