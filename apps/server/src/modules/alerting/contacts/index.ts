export { type ContactsModuleOptions, contactsModule } from './contacts.routes.js';
export { type Channels, ownContactPoints } from './contacts.service.js';
export { quietHoursOfUsers } from './quietHours.service.js';
export { seedDemoContactPoints } from './seed.js';
