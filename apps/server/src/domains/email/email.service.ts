// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { findTemplateForSending } from './email.queries';
export { deliverMail, sendMail } from './mailer';
export { renderTemplate, withoutLinesOf } from './render';
