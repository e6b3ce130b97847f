export { dictTree, sysDictModule } from './sysDict.routes.js';
export { seedDictionaries } from './sysDict.seed.js';
