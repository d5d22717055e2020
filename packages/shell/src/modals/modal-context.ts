import { createContext, useContext } from "react";
import type { ModalDefinition } from "./modal-registry.ts";

export const ModalRegistryContext = createContext<ReadonlyMap<string, ModalDefinition>>(new Map());

export const useModalRegistry = () => useContext(ModalRegistryContext);
