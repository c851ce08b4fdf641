// `npm start`: the portal and API on http://localhost:3000 with an embedded database and a demo
// tenant. The server lands with the server issue; until then this says what is coming.
console.log(`Pulzus — nothing to serve yet.

The foundation (@pulzus/core) has landed. \`npm start\` will start the API and portal on
http://localhost:3000 with an embedded PostgreSQL (PGlite) and a demo tenant once apps/server
lands. Meanwhile: \`npm test\` runs the whole suite, \`npm run build\` builds @pulzus/core.`);
