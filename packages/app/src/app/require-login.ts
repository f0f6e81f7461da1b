import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPrompt } from '../api';
import { paths } from '../routes/paths';
import { confirmDialog } from './confirm-dialog';
import { useServices } from './services';

/**
 * Guards an action that needs a logged-in user (spec §2, §6): logged in, it answers true; otherwise it shows the
 * one-at-a-time prompt 您还未登录 / 请登录使用完整功能 (Você não entrou / Entre para usar todos os recursos on pt-BR),
 * whose 确定 (Entrar) saves the current path and query as the return address and opens /login, and answers false.
 */
export function useRequireLogin(): () => boolean {
  const { root, brand } = useServices();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (root.user.isLoggedIn) return true;
    void confirmDialog({ ...loginPrompt(brand.language), lang: brand.language }).then((confirmed) => {
      if (!confirmed) return;
      root.setReturnAddress(`${pathname}${search}`);
      navigate(paths.login());
    });
    return false;
  }, [root, brand, navigate, pathname, search]);
}
