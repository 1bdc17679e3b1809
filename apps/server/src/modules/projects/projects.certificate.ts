import { randomInt } from 'node:crypto';
import type { Language } from '@makerboard/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { AppContext } from '../../context.ts';
import { awards, certificates, projectAwards, projectMembers, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { ListCache } from '../../lib/events.ts';
import type { BoardAccess } from './projects.access.ts';

/** The roles whose people a certificate names: the team, not its viewers nor its anonymous members. */
const TEAM_ROLES = ['owner', 'coowner', 'projectAdmin', 'contributor', 'custom'];
/** Letters and digits that cannot be mistaken for one another when typed from paper. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A certificate's code: three groups of four, e.g. `K7QM-2XPA-9RTD`. */
export function certificateCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

const TEXTS = {
  en: {
    heading: 'Certificate',
    completed: 'of completion',
    award: 'of achievement',
    presented: 'This certifies that',
    team: 'the team of the board',
    finished: 'completed the board',
    won: 'won the award',
    forBoard: 'for the board',
    issued: 'Issued on',
    verify: 'Check this certificate at',
    code: 'Code',
  },
  de: {
    heading: 'Urkunde',
    completed: 'für den Abschluss',
    award: 'für eine Auszeichnung',
    presented: 'Hiermit wird bestätigt, dass',
    team: 'das Team des Boards',
    finished: 'das Board abgeschlossen hat',
    won: 'die Auszeichnung gewonnen hat',
    forBoard: 'mit dem Board',
    issued: 'Ausgestellt am',
    verify: 'Diese Urkunde prüfen unter',
    code: 'Code',
  },
  fr: {
    heading: 'Certificat',
    completed: 'de réussite',
    award: 'de distinction',
    presented: 'Ce certificat atteste que',
    team: "l'équipe du tableau",
    finished: 'a terminé le tableau',
    won: 'a remporté le prix',
    forBoard: 'pour le tableau',
    issued: 'Délivré le',
    verify: 'Vérifier ce certificat sur',
    code: 'Code',
  },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * What the standard PDF fonts can print (WinAnsi): typographic quotes and dashes become their plain
 * forms, and any other character outside Latin-1 a question mark, so no name breaks the file.
 */
export function printable(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7E\xA0-\xFF]/gu, '?');
}

/**
 * Certificates (spec/000 §3 Project.certificate; docs/decisions.md "Certificates"): a completed
 * board (submitted, or every section Completed: spec/000 §4) or an awarded one earns one. The first
 * download issues it with a code; GET /certificates/{code} tells anyone what it certifies.
 */
export function boardCertificates(ctx: AppContext) {
  const db = ctx.database.db;

  /** The certificate the board has earned (the award asked for, its latest award, or completion), issued once. */
  async function issue({ row }: BoardAccess, awardId: number | undefined) {
    const won = await db
      .select({ id: awards.id, name: awards.name })
      .from(projectAwards)
      .innerJoin(awards, eq(awards.id, projectAwards.awardId))
      .where(eq(projectAwards.projectId, row.id))
      .orderBy(desc(projectAwards.createdAt), desc(awards.id));
    const completed = row.submitted || (row.postsCount > 0 && row.completedPostCount >= row.postsCount);
    const award = awardId === undefined ? won[0] : won.find((a) => a.id === awardId);
    if (awardId !== undefined && !award) throw new AppError(409, 'CERTIFICATE_NOT_EARNED');
    if (!award && !completed) throw new AppError(409, 'CERTIFICATE_NOT_EARNED');
    const ground = award ? `award:${award.id}` : 'completed';
    const [existing] = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.projectId, row.id), eq(certificates.ground, ground)));
    if (existing) return existing;
    // The team as it is today, named as printed (an anonymous board names nobody).
    const team = row.isAnonymous
      ? []
      : await db
          .select({ first: users.firstName, last: users.lastName, userName: users.userName })
          .from(projectMembers)
          .innerJoin(users, eq(users.id, projectMembers.userId))
          .where(
            and(
              eq(projectMembers.projectId, row.id),
              eq(projectMembers.status, 'active'),
              inArray(projectMembers.role, TEAM_ROLES),
            ),
          )
          .orderBy(projectMembers.createdAt);
    const names = team.map((p) => `${p.first} ${p.last}`.trim() || p.userName);
    const [made] = await db
      .insert(certificates)
      .values({
        code: certificateCode(),
        projectId: row.id,
        ground,
        title: row.title,
        names,
        awardName: award?.name ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
    // Two downloads at once: the other one issued it.
    const [other] = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.projectId, row.id), eq(certificates.ground, ground)));
    return other!;
  }

  /** The certificate as a one-page A4 landscape PDF, in the reader's language. */
  async function render(cert: typeof certificates.$inferSelect, language: Language): Promise<Uint8Array> {
    const t = TEXTS[language];
    const pdf = await PDFDocument.create();
    pdf.setTitle(printable(`${t.heading}: ${cert.title}`));
    pdf.setCreator('Makerboard');
    pdf.setCreationDate(cert.issuedAt);
    pdf.setModificationDate(cert.issuedAt);
    const pageSize: [number, number] = [841.89, 595.28];
    const pg = pdf.addPage(pageSize);
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const ink = rgb(0.13, 0.15, 0.2);
    const accent = rgb(0, 0.678, 0.933);
    const [width, height] = pageSize;
    pg.drawRectangle({
      x: 24,
      y: 24,
      width: width - 48,
      height: height - 48,
      borderColor: accent,
      borderWidth: 3,
    });
    const centred = (text: string, y: number, size: number, font = regular, color = ink) => {
      let s = printable(text);
      while (s.length > 4 && font.widthOfTextAtSize(s, size) > width - 120) s = `${s.slice(0, -4)}...`;
      pg.drawText(s, { x: (width - font.widthOfTextAtSize(s, size)) / 2, y, size, font, color });
    };
    const isAward = cert.ground.startsWith('award:');
    centred(t.heading.toUpperCase(), height - 120, 40, bold, accent);
    centred(isAward ? t.award : t.completed, height - 152, 18);
    centred(t.presented, height - 210, 14);
    centred(cert.names.length ? cert.names.join(', ') : t.team, height - 250, 26, bold);
    if (isAward) {
      centred(t.won, height - 290, 14);
      centred(`“${cert.awardName ?? ''}”`, height - 325, 22, bold);
      centred(t.forBoard, height - 360, 14);
      centred(`“${cert.title}”`, height - 392, 20, bold);
    } else {
      centred(t.finished, height - 300, 14);
      centred(`“${cert.title}”`, height - 340, 22, bold);
    }
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      cert.issuedAt,
    );
    centred(`${t.issued} ${date}`, 120, 12);
    centred(`${t.verify} ${verifyUrl(cert.code)}`, 92, 11);
    centred(`${t.code}: ${cert.code}`, 70, 12, bold);
    return pdf.save({ useObjectStreams: false });
  }

  /**
   * An issued certificate never changes (its names, title and date are fixed when issued), so its
   * PDF is drawn once per language and kept a while (issue 15: drawing it took most of a 90 ms answer
   * under load). A few KB each.
   */
  const rendered = new ListCache<Uint8Array>(10 * 60_000, 200);

  const verifyUrl = (code: string) => `${ctx.config.publicUrl.replace(/\/$/, '')}/api/certificates/${code}`;

  return {
    /** GET /projects/{id}/certificate: the PDF, and the file name it is saved under. */
    async download(board: BoardAccess, awardId: number | undefined, language: Language) {
      const cert = await issue(board, awardId);
      const pdf = await rendered.get(`${cert.code}|${language}`, () => render(cert, language));
      return { pdf, fileName: `certificate-${board.row.id}-${cert.code}.pdf` };
    },

    /** GET /certificates/{code}: what the certificate says; 404 for a code nobody was given. */
    async verify(code: string) {
      const [cert] = await db.select().from(certificates).where(eq(certificates.code, code.toUpperCase()));
      if (!cert) throw new AppError(404, 'CERTIFICATE_NOT_FOUND');
      return {
        certificate: {
          code: cert.code,
          projectID: cert.projectId,
          title: cert.title,
          names: cert.names,
          reason: cert.ground.startsWith('award:') ? ('award' as const) : ('completed' as const),
          awardName: cert.awardName,
          issuedAt: cert.issuedAt.toISOString(),
        },
      };
    },
  };
}
export type BoardCertificates = ReturnType<typeof boardCertificates>;
