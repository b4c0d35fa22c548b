#!/usr/bin/env bash
# Installs (if needed) and starts Debian's PostgreSQL, with a role `together` (password
# `together`) that may create databases. Idempotent; needs root (CI and this machine kind are).
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h | grep -q "^${version} main"; then
  pg_createcluster "$version" main >/dev/null
fi
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 && break
  sleep 1
done
su postgres -c "psql -q -tAc \"SELECT 1 FROM pg_roles WHERE rolname='together'\"" | grep -q 1 ||
  su postgres -c "psql -q -c \"CREATE ROLE together LOGIN CREATEDB PASSWORD 'together'\""
su postgres -c "psql -q -tAc \"SELECT 1 FROM pg_database WHERE datname='together'\"" | grep -q 1 ||
  su postgres -c "createdb -O together together"
echo "PostgreSQL $version is up on 127.0.0.1:5432 (role together)"
