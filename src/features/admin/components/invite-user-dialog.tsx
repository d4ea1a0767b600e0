import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormSelect } from '@/components/form/form-select';
import { FormField } from '@/components/form/labelled-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useInviteUser } from '../api';
import { adminMessages, roleLabels } from '../labels';
import {
  EMPTY_INVITE,
  INVITE_ROLES,
  inviteUserSchema,
  type InviteUserInput,
  type InviteUserValues,
} from '../schemas';

const ROLE_OPTIONS = INVITE_ROLES.map((role) => ({ value: role, label: roleLabels[role] }));

/**
 * "Invitar usuario" (owners and admins): an e-mail and a role. A failed invitation keeps what
 * was typed, so it can be corrected and sent again; a successful one empties the form.
 */
export function InviteUserDialog({ orgId }: { orgId: string }) {
  const [open, setOpen] = useState(false);
  const invite = useInviteUser(orgId);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteUserInput, unknown, InviteUserValues>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: EMPTY_INVITE,
  });

  const onSubmit = async (values: InviteUserValues) => {
    try {
      const result = await invite.mutateAsync(values);
      toast.success(adminMessages.inviteSent(result.email), {
        description: adminMessages.inviteSentDescription,
      });
      reset(EMPTY_INVITE);
      setOpen(false);
    } catch (error) {
      toast.error(adminMessages.inviteError, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A dialog that is sending stays open: closing it would hide the outcome.
        if (!isSubmitting) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Invitar usuario
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invitar usuario</DialogTitle>
          <DialogDescription>
            Le enviaremos un correo para que acepte la invitación; entra a tu notaría cuando la
            acepte.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <FormField id="invitar-email" label="Correo electrónico" error={errors.email?.message}>
              {(describedBy) => (
                <Input
                  id="invitar-email"
                  type="email"
                  autoComplete="off"
                  aria-invalid={Boolean(errors.email)}
                  aria-describedby={describedBy}
                  {...register('email')}
                />
              )}
            </FormField>
            <FormField id="invitar-rol" label="Rol" error={errors.role?.message}>
              {(describedBy) => (
                <Controller
                  control={control}
                  name="role"
                  render={({ field }) => (
                    <FormSelect
                      id="invitar-rol"
                      value={field.value}
                      onChange={field.onChange}
                      options={ROLE_OPTIONS}
                      placeholder="Elige un rol"
                      invalid={Boolean(errors.role)}
                      describedBy={describedBy}
                      disabled={isSubmitting}
                    />
                  )}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button type="submit">{isSubmitting ? 'Enviando…' : 'Enviar invitación'}</Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
