#!/usr/bin/env bash
# Makes sure a PostgreSQL answers at 127.0.0.1:5432, so CI proves the server on a real PostgreSQL as
# well as on the embedded one. Uses the machine's server when one answers; otherwise installs Debian's
# package (as root), lets loopback connect as `postgres` without a password, and starts it. The
# package brings pg_dump and pg_restore too, which the operator-kit layer uses.
set -euo pipefail

host=127.0.0.1
port=5432

answers() { (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null; }

if answers; then
  echo "PostgreSQL answers at $host:$port"
  # The operator-kit layer backs a database up and restores it with the client tools.
  if ! command -v pg_dump >/dev/null && [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "Installing Debian's postgresql-client for pg_dump and pg_restore."
    DEBIAN_FRONTEND=noninteractive apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql-client
  fi
  exit 0
fi

if [[ "$(id -u)" -ne 0 ]] || ! command -v apt-get >/dev/null; then
  echo "No PostgreSQL answers at $host:$port, and installing one needs root and apt-get." >&2
  echo "Start a PostgreSQL there, or set TEST_DATABASE_URL to one that runs." >&2
  exit 1
fi

echo "No PostgreSQL answers at $host:$port; installing Debian's postgresql package."
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y postgresql

version="$(find /usr/lib/postgresql -mindepth 1 -maxdepth 1 -printf '%f\n' | sort -V | tail -n 1)"
cluster=main
if ! pg_lsclusters --no-header | awk '{ print $1, $2 }' | grep -qx "$version $cluster"; then
  pg_createcluster "$version" "$cluster" --port "$port"
fi
pg_conftool "$version" "$cluster" set port "$port"

# A throwaway database on a CI machine: trust loopback so the test URL needs no password.
hba="/etc/postgresql/$version/$cluster/pg_hba.conf"
trust_line="host all postgres $host/32 trust"
grep -qxF "$trust_line" "$hba" || sed -i "1i $trust_line" "$hba"

if pg_ctlcluster "$version" "$cluster" status >/dev/null 2>&1; then
  pg_ctlcluster "$version" "$cluster" restart
else
  pg_ctlcluster "$version" "$cluster" start
fi

for _ in $(seq 1 60); do
  if answers; then
    echo "PostgreSQL $version answers at $host:$port"
    exit 0
  fi
  sleep 1
done
echo "PostgreSQL $version was installed but does not answer at $host:$port." >&2
exit 1
