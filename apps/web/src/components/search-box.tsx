import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePartnerPath } from './partner-link.tsx';

/** A search box (navbar, menu drawer, explore pages): Enter opens search-results/{query}. */
export function SearchBox({ width = 220 }: { width?: number | string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = usePartnerPath();
  const [value, setValue] = useState('');
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const q = value.trim();
          if (q) navigate(to(`/search-results/${encodeURIComponent(q)}`));
        }}
      >
        <TextInput
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          type="search"
          w={width}
          size="sm"
        />
      </form>
    </search>
  );
}
