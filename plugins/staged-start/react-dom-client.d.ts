// react-dom ships no types and the site does not need @types/react-dom for
// anything else: client-entry.ts only imports the module for its evaluation.
declare module 'react-dom/client';
