#!/bin/bash
# Starts mongod as the single member of replica set rs0. The tracker's and Payload's multi-document
# transactions need a replica set, and a replica set with authentication needs a key file: it is made
# once and kept in the config volume. The official entrypoint then creates the root user and runs
# /docker-entrypoint-initdb.d on first start (it leaves --replSet and --keyFile out of that step).
set -euo pipefail

key_file=/data/configdb/replica-set.key
if [ ! -s "$key_file" ]; then
  head -c 756 /dev/urandom | base64 -w 0 > "$key_file"
fi
chown mongodb:mongodb "$key_file"
chmod 400 "$key_file"

exec docker-entrypoint.sh mongod --replSet rs0 --bind_ip_all --keyFile "$key_file"
