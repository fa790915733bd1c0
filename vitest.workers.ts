// How many test files each vitest project runs at once. Vitest 5 resolves `maxWorkers` per project and does not
// take it from the root config: a project without its own ran one file at a time on two cores (its default is
// the cores less one), whatever the root file said. Every project that runs files side by side names this one
// number (projects of one run with different counts must be ordered apart). Every file's servers take free
// ports, the CMS's its own fixed ones, so files of any project can run at once.
export const filesAtOnce = 2;
