#!/usr/bin/env bash
# The Debian packages the tests need beyond Node: Chromium for the browser
# tests, nginx to serve the build as production does, and the language
# toolchains that check the generated API samples and run every sample of the
# built site (curl, Python with requests, Java, PHP with its curl extension,
# Ruby, Go; scripts/lib/toolchains.ts, npm run test:samples). Installs only what is missing, with one
# apt-get call, as root. Without root it names what is missing and exits 1:
# it never calls sudo.
#
#   bash scripts/system-packages.sh           # install what is missing
#   bash scripts/system-packages.sh --check   # only list what is missing (exit 1 if any)
set -uo pipefail

missing=()
need() { # need PACKAGE COMMAND...: PACKAGE is missing unless every COMMAND exists
  local package=$1 command
  shift
  for command in "$@"; do
    if [[ $command == /* ]]; then
      [[ -x $command ]] || { missing+=("$package"); return; }
    else
      command -v "$command" >/dev/null 2>&1 || { missing+=("$package"); return; }
    fi
  done
}

need chromium "${CHROMIUM_PATH:-/usr/bin/chromium}"
need nginx "${NGINX_PATH:-/usr/sbin/nginx}"
# needs PACKAGE CHECK...: PACKAGE is missing unless the CHECK command succeeds
needs() {
  local package=$1
  shift
  "$@" >/dev/null 2>&1 || missing+=("$package")
}

need curl curl
need python3 python3
# Python samples run with Debian's interpreter (python3 on PATH may be a
# pyenv shim that cannot see Debian's site-packages) and its requests.
needs python3-requests /usr/bin/python3 -c 'import requests'
need default-jdk-headless javac java
need php-cli php
needs php-curl php -r 'exit(function_exists("curl_init") ? 0 : 1);'
need ruby ruby
need golang-go go gofmt

if ((${#missing[@]} == 0)); then
  exit 0
fi
if [[ ${1:-} == --check ]]; then
  echo "Missing Debian packages: ${missing[*]}"
  exit 1
fi
if [[ $(id -u) -ne 0 ]]; then
  echo "Missing Debian packages: ${missing[*]}." >&2
  echo "Install them as root (this script does not use sudo): apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
apt-get update -qq &&
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
