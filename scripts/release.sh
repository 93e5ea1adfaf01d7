#!/usr/bin/env bash
# Tags a release of the action: scripts/release.sh X.Y.Z
#   Checks that the version is X.Y.Z and new, that package.json and CHANGELOG.md name it, that the
#   work tree is clean and that dist/ is the bundle of the source (rebuilt, with no file changed or
#   added), then tags vX.Y.Z and moves the major tag vX to it. Pushing the tags is left to the
#   caller (the release workflow), so a local run can be looked at first.
# scripts/release.sh --notes X.Y.Z prints the CHANGELOG.md section of that version.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "release: $*" >&2; exit 1; }

notes() {
  awk -v v="$1" '
    /^## / { inside = ($2 == v || $2 == "[" v "]" || $2 == "v" v) ; next }
    inside { print }
  ' CHANGELOG.md
}

if [ "${1:-}" = "--notes" ]; then
  [ -n "${2:-}" ] || fail "usage: release.sh --notes X.Y.Z"
  notes "$2"
  exit 0
fi

version="${1:-}"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "expected a version X.Y.Z, got '$version'"
major="v${version%%.*}"

git rev-parse -q --verify "refs/tags/v$version" >/dev/null && fail "tag v$version exists already"
[ -z "$(git status --porcelain)" ] || fail "the work tree has changes; commit or stash them first"
listed=$(node -p 'require("./package.json").version')
[ "$listed" = "$version" ] || fail "package.json says version $listed, not $version"
[ -n "$(notes "$version" | tr -d '[:space:]')" ] || fail "CHANGELOG.md has no section for $version"

npm run --silent build
if [ -n "$(git status --porcelain -- dist)" ]; then
  git status --porcelain -- dist >&2
  fail "dist/ is not the bundle of the source (rebuilt above): commit the rebuilt dist/"
fi

git tag -a "v$version" -m "v$version"
git tag -f -a "$major" -m "$major (v$version)" "v$version^{commit}" >/dev/null
echo "tagged v$version and moved $major to it; push them with:"
echo "  git push origin v$version && git push --force origin $major"
