import { createContext, useContext } from 'react';

/**
 * How a page that sends (a campaign, a newsletter issue, a sequence) asks its panel to open the
 * "Email Credentials Required" modal. Null outside a panel whose people send from their own mailbox.
 */
export interface MailboxPrompt {
  connect: () => void;
}

export const MailboxPromptContext = createContext<MailboxPrompt | null>(null);

export const useMailboxPrompt = () => useContext(MailboxPromptContext);
