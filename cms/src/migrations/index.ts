import * as migration_20261122_035335_initial from './20261122_035335_initial';

export const migrations = [
  {
    up: migration_20261122_035335_initial.up,
    down: migration_20261122_035335_initial.down,
    name: '20261122_035335_initial'
  },
];
