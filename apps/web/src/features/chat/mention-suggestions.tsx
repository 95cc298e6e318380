import { ROLE_LABELS, type ChatPerson } from '@studioportal/shared';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/cn';
import { displayName } from '@/lib/people';

interface MentionSuggestionsProps {
  id: string;
  people: readonly ChatPerson[];
  activeIndex: number;
  onChoose: (person: ChatPerson) => void;
  onHover: (index: number) => void;
}

/** The '@' suggestion list above the message box; the box keeps focus (aria-activedescendant). */
export function MentionSuggestions({ id, people, activeIndex, onChoose, onHover }: MentionSuggestionsProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Nevn en kollega"
      className="absolute bottom-full left-3 right-3 z-20 mb-1 max-w-sm overflow-hidden rounded-lg border bg-popover p-1 shadow-xl sm:left-4"
    >
      {people.map((person, index) => (
        <li
          key={person.id}
          id={`${id}-option-${index}`}
          role="option"
          aria-selected={index === activeIndex}
          // Keep focus in the message box: choosing must not blur it first.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(person)}
          onMouseMove={() => onHover(index)}
          className={cn('flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm', index === activeIndex && 'bg-accent')}
        >
          <UserAvatar fullName={person.full_name} color={person.chat_color} pictureUrl={person.profile_picture_url} className="size-6 text-[0.625rem] ring-0" />
          <span className="min-w-0 flex-1 truncate font-medium">{displayName(person.full_name)}</span>
          <span className="text-xs text-muted-foreground">{ROLE_LABELS[person.app_role]}</span>
        </li>
      ))}
    </ul>
  );
}
