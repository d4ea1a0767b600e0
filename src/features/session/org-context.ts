import { createContext } from 'react';
import type { OrgMembership } from './api';

export const OrgContext = createContext<OrgMembership | null>(null);
