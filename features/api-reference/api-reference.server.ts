import { createContext } from "react-router";

/** The React Router context token through which the API reference page reads the OpenAPI document. */
export const apiDocumentContext = createContext<() => unknown>();
