package main

import (
	"context"
	"fmt"
	"time"

	"github.com/pocketbase/pocketbase"
	"github.com/spf13/cobra"

	"erp/server/hooks"
)

func newBackupCommand(pb *pocketbase.PocketBase) *cobra.Command {
	return &cobra.Command{
		Use:   "backup [name]",
		Short: "Writes a backup of the data directory into pb_data/backups now (stop the server first; the running server makes its own scheduled backups)",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			name := "erp_manual_" + time.Now().UTC().Format("20060102_150405") + ".zip"
			if len(args) == 1 {
				name = args[0]
			}
			if err := pb.CreateBackup(context.Background(), name); err != nil {
				return err
			}
			fmt.Fprintln(cmd.OutOrStdout(), "Backup written:", name)
			return nil
		},
	}
}

func newRestoreCommand(pb *pocketbase.PocketBase) *cobra.Command {
	return &cobra.Command{
		Use:   "restore [name]",
		Short: "Puts a backup from pb_data/backups back in place (stop the server first); without a name, lists the backups",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			if len(args) == 0 {
				names, err := hooks.BackupNames(pb)
				if err != nil {
					return err
				}
				if len(names) == 0 {
					fmt.Fprintln(out, "No backups in", pb.DataDir()+"/backups")
				}
				for _, n := range names {
					fmt.Fprintln(out, n)
				}
				return nil
			}
			safety, err := hooks.RestoreBackup(pb, args[0])
			if safety != "" {
				fmt.Fprintln(out, "The data as it was before is saved as backup", safety)
			}
			if err != nil {
				return err
			}
			fmt.Fprintln(out, "Restored", args[0]+". Start the server again.")
			return nil
		},
	}
}
