/* global db, print, process -- mongosh provides these */
// Runs once, on the first start of an empty data volume (docker-entrypoint-initdb.d). Each service gets
// its own user that can read and write only its own database: `cms` (Payload) and `tracker`.
const owners = [
  { db: 'cms', user: 'cms', password: process.env.MONGO_CMS_PASSWORD },
  { db: 'tracker', user: 'tracker', password: process.env.MONGO_TRACKER_PASSWORD },
];

for (const { db: name, user, password } of owners) {
  if (!password) throw new Error(`Set the password of the MongoDB user ${user} in .env`);
  db.getSiblingDB(name).createUser({ user, pwd: password, roles: [{ role: 'readWrite', db: name }] });
  print(`created user ${user} owning database ${name}`);
}
