// How a member is named wherever people read it (lists, history, mail greetings): their name as
// they gave it, else their address; nothing once their data was erased (the web says "former member").

export interface MemberNameParts {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  erasedAt?: Date | null;
}

export function memberName(member: MemberNameParts): string | null {
  if (member.erasedAt) return null;
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
}
