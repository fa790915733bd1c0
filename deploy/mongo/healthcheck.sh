#!/bin/bash
# Healthy means: this node answers a ping and is the writable primary of rs0. The first run initiates the
# replica set (a no-op afterwards), so the services start only once they can write.
exec mongosh --quiet --norc \
  --username "$MONGO_INITDB_ROOT_USERNAME" --password "$MONGO_INITDB_ROOT_PASSWORD" --authenticationDatabase admin \
  --eval "
    db.runCommand({ ping: 1 });
    try {
      rs.status();
    } catch (error) {
      if (error.codeName !== 'NotYetInitialized') throw error;
      rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] });
    }
    quit(db.hello().isWritablePrimary ? 0 : 1);
  "
