import { PencilIcon } from "@/components/icons/svg/pencil";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";

/**
 * The own profile's 'Editar Perfil', drawn by the server page and given to ProfileView
 * (`editLink`): Button's look merged here, so the profile loads no Button, cva or `cn` for it.
 */
export function ProfileEditLink({ label }: { label: string }) {
  return (
    <Button asChild variant="outline">
      <AppLink href="/profile/edit">
        <PencilIcon className="size-4" aria-hidden="true" /> {label}
      </AppLink>
    </Button>
  );
}
