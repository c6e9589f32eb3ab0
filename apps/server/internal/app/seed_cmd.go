package app

import (
	"fmt"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"

	"erp/server/internal/seed"
)

func newSeedCommand(pb *pocketbase.PocketBase) *cobra.Command {
	return &cobra.Command{
		Use:   "seed",
		Short: "Creates the built-in roles, the demo accounts and the demo data (idempotent)",
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := pb.RunAllMigrations(); err != nil {
				return fmt.Errorf("applying migrations: %w", err)
			}
			if err := pb.RunInTransaction(func(tx core.App) error { return seed.Run(tx) }); err != nil {
				return fmt.Errorf("seeding: %w", err)
			}
			out := cmd.OutOrStdout()
			fmt.Fprintln(out, "Seed complete. Demo accounts:")
			for _, a := range seed.Accounts {
				fmt.Fprintf(out, "  %-20s %-14s %s\n", a.Email, a.Password, a.Role)
			}
			return nil
		},
	}
}
