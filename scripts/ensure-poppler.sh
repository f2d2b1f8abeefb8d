#!/usr/bin/env bash
# The invoice PDF tests read the PDF's text with Debian's pdftotext (poppler-utils).
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's poppler-utils for the invoice PDF tests..."
if [ "$(id -u)" -ne 0 ]; then
  echo "pdftotext is missing and this is not root: run 'sudo apt-get install -y poppler-utils'" >&2
  echo "(the invoice PDF tests fail without it)" >&2
  exit 0
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
