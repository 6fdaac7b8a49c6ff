// The plain-text rules live beside the shared zod schemas (src/schemas/), so the app's forms clean text
// exactly as the server does before counting its length; the server's modules keep importing them here.
export { plainLine, plainParagraphs, plainText } from '../../src/schemas/plainText';
