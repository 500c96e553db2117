#!/usr/bin/env bash
# The production build, as the Dockerfile's build stage runs it (and CI on a clean clone): install,
# build the web app and the server, then gather in one folder only what runs: the builds, the
# migrations, the start scripts and the production dependencies. Start it there with
# `node scripts/start.mjs` (or `npm start`); it finds its builds and builds nothing.
#
#   scripts/build-production.sh [--installed] [FOLDER]     (default: build/production)
#
# --installed: `npm ci` has just run on this tree (CI's first step), so it is not run again.
set -euo pipefail
cd "$(dirname "$0")/.."
installed=false
if [ "${1:-}" = "--installed" ]; then
  installed=true
  shift
fi
out="${1:-build/production}"

if [ "$installed" = false ]; then npm ci --no-audit --no-fund; fi
npm run build

rm -rf "$out"
mkdir -p "$out/scripts" "$out/apps/server" "$out/apps/web" "$out/packages/contracts"
# The workspace's manifests and lockfile, so npm installs exactly the locked production packages.
cp package.json package-lock.json "$out/"
for workspace in packages/contracts apps/server apps/web; do
  cp "$workspace/package.json" "$out/$workspace/"
done
cp -r apps/server/dist apps/server/drizzle "$out/apps/server/"
# The web build, with its Node bundle (dist/ssr/), which imports react and Mantine at run time:
# that is why the web app's dependencies are installed too.
cp -r apps/web/dist "$out/apps/web/"
cp scripts/start.mjs scripts/server-build.mjs scripts/web-build.mjs scripts/server-command.mjs "$out/scripts/"

# The production dependencies: the installed tree, pruned of the development ones by the same
# lockfile. That leaves what `npm ci --omit=dev` installs, package for package, in seconds instead
# of minutes; the copy is of hard links where the folder is on the same file system (npm prune
# removes files, it never writes into them).
cp -al node_modules "$out/" 2>/dev/null || { rm -rf "$out/node_modules"; cp -a node_modules "$out/"; }
(cd "$out" && npm prune --omit=dev --ignore-scripts --no-audit --no-fund)
echo "Production build in $out"
